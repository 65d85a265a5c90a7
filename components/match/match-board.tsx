"use client";

import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { emitResult } from "@/components/embed/emit-result";
import { type FocusKey, findFocusKey } from "@/components/islands/handover";
import type { IslandWidgetProps } from "@/components/islands/lazy-island";
import { activityOpened } from "@/lib/embed/grading-context";
import {
  announceCancel,
  announceDrop,
  announceMove,
  announceOverBrief,
  announcePickUp,
  announceScore,
} from "@/lib/exercises/match/announcements";
import { placeNames } from "@/lib/exercises/match/categories";
import { matchCompleteness } from "@/lib/exercises/match/completeness";
import type { MatchResponse } from "@/lib/exercises/match/handle-post";
import { matchInstructions } from "@/lib/exercises/match/instructions";
import type { PublicMatch } from "@/lib/exercises/match/public-view";
import { type Placement, POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import { DraggableCard } from "./draggable-card";
import { DroppableZone } from "./droppable-zone";
import { placeCoordinateGetter } from "./keyboard-coordinates";
import { matchKeys } from "./match-keys";
import { BoardLayout, MatchIntro, zoneId } from "./match-parts";
import { MATCH_INSTRUCTIONS_ID } from "./match-static";
import { MatchToolbar } from "./match-toolbar";
import { postMatchCheck } from "./post-match-check";
import { useMatchProgress } from "./use-match-progress";

export type MatchBoardProps = IslandWidgetProps & { slug: string; view: PublicMatch };

/**
 * Pointer drags land where the pointer is. A keyboard drag lands on the place its arrow
 * keys stepped to (`place`, kept by the coordinate getter): the card is also moved there
 * on screen, but the statuses are sticky, and dnd-kit's measured boxes of sticky elements
 * can lag a scroll, so geometry alone sometimes missed the status the arrow chose. Without
 * a stepped place, the card's centre decides.
 */
const collisionsWith =
  (place: { current: string | undefined }): CollisionDetection =>
  (args) => {
    if (args.pointerCoordinates) return pointerWithin(args);
    const stepped = args.droppableContainers.find((container) => container.id === place.current);
    if (stepped) return [{ id: stepped.id, data: { droppableContainer: stepped, value: 0 } }];
    return byCentre(args);
  };

const byCentre: CollisionDetection = (args) => {
  const rect = args.collisionRect;
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  const inside = pointerWithin({ ...args, pointerCoordinates: { x: cx, y: cy } });
  return inside.length > 0 ? inside : closestCenter(args);
};

/** The interactive exercise: dnd-kit for mouse, touch and keyboard, a menu per card, server-side checking. */
export function MatchBoard({ slug, view, onReady }: MatchBoardProps) {
  const cardIds = useMemo(() => view.cards.map((card) => card.id), [view]);
  const textOf = useMemo(() => new Map(view.cards.map((card) => [card.id, card.text])), [view]);
  const categoryIds = useMemo(() => view.categories.map((category) => category.id), [view]);
  const names = useMemo(() => placeNames(view.categories, view.wording), [view]);
  const zoneOrder = useMemo(() => [POOL_ZONE_ID, ...categoryIds], [categoryIds]);
  const toPlace = (id: unknown): Placement | undefined =>
    id === POOL_ZONE_ID ? null : categoryIds.find((category) => category === id);
  const { progress, setProgress, notice, dismissNotice, reset } = useMatchProgress(slug, cardIds, categoryIds);
  const [grade, setGrade] = useState<MatchResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState("");
  const focusAfter = useRef<FocusKey | undefined>(undefined);
  const lastOver = useRef<string | undefined>(undefined);
  const keyboardPlace = useRef<string | undefined>(undefined);
  const detectCollisions = useMemo(() => collisionsWith(keyboardPlace), []);
  const revealed = useRef(false);
  const latestPlacements = useRef(progress.placements);
  latestPlacements.current = progress.placements;
  const placeOf = (id: string): Placement => progress.placements[id] ?? null;

  // Saved progress is in from the first render (use-match-progress.ts): input can come at once.
  useEffect(() => {
    activityOpened("match", slug);
    onReady();
  }, [onReady, slug]);

  // Put focus back on the control the reader was on, after a move re-renders it elsewhere.
  useEffect(() => {
    const key = focusAfter.current;
    if (!key) return;
    focusAfter.current = undefined;
    findFocusKey(document, key)?.focus();
  });

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press-and-hold starts a drag, so a quick swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      // The page scrolls smoothly by default; during a keyboard drag, scrolls must be
      // instant or the card would be measured mid-animation and land on the wrong status.
      onActivation: ({ event }) => {
        document.documentElement.style.setProperty("scroll-behavior", "auto");
        // NOTE: dnd-kit scrolls a half-hidden card into view after the drag has begun and
        // then keeps it where it was on screen, i.e. over another status. Scrolling first avoids that.
        if (event.target instanceof HTMLElement)
          event.target.closest("[data-card]")?.scrollIntoView({ block: "center" });
      },
      scrollBehavior: "auto",
      coordinateGetter: placeCoordinateGetter(zoneOrder, keyboardPlace, (id) =>
        zoneId(progress.placements[id] ?? null),
      ),
    }),
  );

  const move = (id: string, to: Placement) => {
    setProgress((prev) => {
      const placements = { ...prev.placements };
      if (to === null) delete placements[id];
      else placements[id] = to;
      return { ...prev, placements };
    });
  };

  const restoreScroll = () => document.documentElement.style.removeProperty("scroll-behavior");

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    restoreScroll();
    const id = String(active.id);
    const to = toPlace(over?.id);
    if (to === undefined) return; // nothing moved: focus is still on the card's handle
    move(id, to);
    // A keyboard student goes on with the next card still in the pool rather than
    // Shift+Tabbing back past every status; the last card hands over to Check answers.
    if (activatorEvent instanceof KeyboardEvent) focusAfter.current = focusAfterKeyboardDrop(id, to);
  };

  const focusAfterKeyboardDrop = (id: string, to: Placement): FocusKey => {
    if (to === null) return matchKeys.handle(id);
    const waiting = view.cards.filter((c) => c.id !== id && placeOf(c.id) === null);
    const from = view.cards.findIndex((c) => c.id === id);
    const next = waiting.find((c) => view.cards.indexOf(c) > from) ?? waiting[0];
    return next ? matchKeys.handle(next.id) : matchKeys.check;
  };

  const text = (id: unknown) => textOf.get(String(id)) ?? String(id);
  const announcements = {
    onDragStart: ({ active }: { active: { id: unknown } }) => {
      lastOver.current = zoneId(placeOf(String(active.id)));
      return announcePickUp(text(active.id), placeOf(String(active.id)), names);
    },
    // Only a change of place is news, and it goes to the polite region below, briefly
    // (dnd-kit's own region is assertive and would cut into whatever is being read).
    onDragOver: ({ over }: { over: { id: unknown } | null }) => {
      const id = over ? String(over.id) : undefined;
      if (id !== lastOver.current) setMessage(announceOverBrief(toPlace(id), names));
      lastOver.current = id;
      return undefined;
    },
    onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
      announceDrop(text(active.id), toPlace(over?.id), placeOf(String(active.id)), names),
    // The card never left its place, so its handle keeps focus by itself.
    onDragCancel: ({ active }: { active: { id: unknown } }) =>
      announceCancel(text(active.id), placeOf(String(active.id)), names),
  };

  const check = async (reveal: boolean) => {
    const sent = progress.placements;
    setBusy(true);
    setError(undefined);
    const result = await postMatchCheck(slug, sent, reveal);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    if (latestPlacements.current !== sent) {
      setError("A card moved while the answers were being checked, so that result no longer applies. Check again.");
      return;
    }
    setGrade(result.grade);
    focusAfter.current = matchKeys.score;
    setMessage(
      reveal ? "Answers shown on every card." : announceScore(result.grade.score, result.grade.total, view.wording),
    );
    if (reveal) {
      revealed.current = true;
      return;
    }
    // After "Show answers" a full score proves nothing: it is neither reported nor kept as a best.
    const counts = !revealed.current;
    if (counts)
      emitResult({
        kind: "match",
        slug,
        score: result.grade.score,
        max: result.grade.total,
        passed: result.grade.passed,
        scoreToken: result.grade.token,
      });
    setProgress((prev) => ({
      ...prev,
      attempts: prev.attempts + 1,
      bestScore: counts ? Math.max(prev.bestScore ?? 0, result.grade.score) : prev.bestScore,
    }));
  };

  const tryAgain = () => {
    // Right cards stay; wrong ones go back to the pool, so the next attempt is about the mistakes.
    const wrong = new Set(grade?.cards.filter((card) => !card.correct).map((card) => card.id));
    setProgress((prev) => ({
      ...prev,
      placements: Object.fromEntries(Object.entries(prev.placements).filter(([id]) => !wrong.has(id))),
    }));
    setGrade(null);
    // Check answers is disabled while cards wait in the pool: the first of them takes focus instead.
    const back = view.cards.find((c) => wrong.has(c.id));
    focusAfter.current = back ? matchKeys.handle(back.id) : matchKeys.check;
    setMessage(`${wrong.size} ${wrong.size === 1 ? "card is" : "cards are"} back in the pool.`);
  };

  const gradeOf = new Map(grade?.cards.map((card) => [card.id, card]));
  const cardsIn = (place: Placement) =>
    view.cards
      .filter((card) => placeOf(card.id) === place)
      .map((card) => (
        <DraggableCard
          key={card.id}
          id={card.id}
          text={card.text}
          place={place}
          instructionsId={MATCH_INSTRUCTIONS_ID}
          grade={gradeOf.get(card.id)}
          names={names}
          categories={view.categories}
          onMove={(to) => {
            move(card.id, to);
            focusAfter.current = matchKeys.move(card.id);
            setMessage(announceMove(card.text, to, names));
          }}
        />
      ));
  const countIn = (place: Placement) => view.cards.filter((card) => placeOf(card.id) === place).length;
  const { left } = matchCompleteness(cardIds, progress.placements);
  // With cards in the pool the statuses stay on screen, so the page never needs to scroll under a drag.
  const settled = left === 0 || grade !== null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      onDragStart={({ active }) => {
        // Set synchronously, before the first arrow key can arrive.
        keyboardPlace.current = zoneId(placeOf(String(active.id)));
        // Cleared so that "Over ok." after the last drop on ok is news again, and is read.
        setMessage("");
      }}
      onDragEnd={onDragEnd}
      onDragCancel={restoreScroll}
      autoScroll={settled}
      // The statuses can scroll inside their own sticky column while a card moves, so their
      // boxes are measured afresh during the drag, not only once at its start.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      // Focus after a keyboard drop is placed by focusAfterKeyboardDrop, not put back on the moved handle.
      accessibility={{
        announcements,
        restoreFocus: false,
        screenReaderInstructions: { draggable: matchInstructions(view.wording) },
      }}
    >
      {notice ? (
        <div role="alert" className="match-notice mb-2 flex flex-wrap items-center gap-2 rounded-md p-2 text-sm">
          <span>{notice}</span>
          <button
            type="button"
            className="match-button"
            onClick={() => {
              dismissNotice();
              // The button leaves with the notice; the first card takes focus rather than the page body.
              focusAfter.current = matchKeys.handle(view.cards[0]?.id ?? "");
            }}
          >
            Dismiss
          </button>
        </div>
      ) : null}
      <MatchIntro view={view} instructionsId={MATCH_INSTRUCTIONS_ID} />
      <BoardLayout
        settled={settled}
        pool={
          <DroppableZone place={null} count={countIn(null)}>
            {cardsIn(null)}
          </DroppableZone>
        }
        targets={view.categories.map((category) => (
          <DroppableZone
            key={category.id}
            place={category.id}
            label={category.label}
            code={view.wording.code}
            description={category.description}
            count={countIn(category.id)}
          >
            {cardsIn(category.id)}
          </DroppableZone>
        ))}
      />
      {error ? (
        <p role="alert" className="match-notice mt-2 rounded-md p-2 text-sm">
          {error}
        </p>
      ) : null}
      <MatchToolbar
        left={left}
        grade={grade}
        busy={busy}
        attempts={progress.attempts}
        bestScore={progress.bestScore}
        total={view.cards.length}
        wording={view.wording}
        onCheck={() => check(false)}
        onTryAgain={tryAgain}
        onShowAnswers={() => check(true)}
        onReset={() => {
          reset();
          revealed.current = false;
          setGrade(null);
          setMessage("Progress cleared. Every card is back in the pool.");
        }}
      />
      <p role="status" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}
