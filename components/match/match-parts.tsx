import type { CSSProperties, ReactNode, Ref } from "react";
import { dragHandle } from "@/components/islands/handover";
import { matchInstructions } from "@/lib/exercises/match/instructions";
import type { PublicMatch } from "@/lib/exercises/match/public-view";
import { type Placement, POOL_ZONE_ID } from "@/lib/exercises/match/statuses";
import { matchKeys } from "./match-keys";

/*
 * Presentational pieces shared by the server-rendered placeholder and the
 * interactive board, so both have exactly the same layout. No hooks here.
 */

/** The id of a drop area: a category's id, or "pool". */
export const zoneId = (place: Placement) => place ?? POOL_ZONE_ID;

export function MatchIntro({ view, instructionsId }: { view: PublicMatch; instructionsId: string }) {
  return (
    <>
      <p className="font-medium">{view.prompt}</p>
      <p id={instructionsId} className="text-sm text-muted">
        {matchInstructions(view.wording)}
      </p>
    </>
  );
}

type ZoneProps = {
  place: Placement;
  /** The category's label (for the statuses, the status itself). */
  label?: string;
  /** Show the label as code: the four statuses are values the code returns. */
  code?: boolean;
  description?: string;
  count: number;
  isOver?: boolean;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
};

/** A drop area: the card pool or one category, with its cards listed inside. */
export function ZoneView({ place, label, code, description, count, isOver, ref, children }: ZoneProps) {
  const id = `match-zone-${zoneId(place)}`;
  return (
    <section
      ref={ref}
      aria-labelledby={id}
      data-zone={zoneId(place)}
      data-over={isOver || undefined}
      className={`match-zone min-w-0 rounded-lg border-2 p-3 ${place === null ? "border-dashed border-border" : "border-border bg-surface"}`}
    >
      <h4 id={id} className="flex items-baseline justify-between gap-2 text-base font-semibold">
        {place === null ? <span>Cards to place</span> : <PlaceLabel label={label ?? place} code={code ?? true} />}
        <span className="text-sm font-normal text-muted">
          {count} {count === 1 ? "card" : "cards"}
        </span>
      </h4>
      {description ? (
        <p className="match-zone-description mt-1 text-sm leading-snug text-muted">{description}</p>
      ) : null}
      <ul className="match-zone-cards mt-2 grid min-h-12 gap-2">{children}</ul>
    </section>
  );
}

type CardProps = {
  text: string;
  cardId: string;
  instructionsId: string;
  /** Props from dnd-kit for the drag handle (listeners, attributes). */
  handleProps?: Record<string, unknown>;
  handleRef?: Ref<HTMLButtonElement>;
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  dragging?: boolean;
  mark?: "right" | "wrong";
  children?: ReactNode;
};

/** One scenario card: a drag handle showing its text, then its controls and feedback. */
export function CardView(props: CardProps) {
  const { text, cardId, instructionsId, handleProps, handleRef, ref, style, dragging, mark, children } = props;
  return (
    <li
      ref={ref}
      style={style}
      data-card={cardId}
      data-dragging={dragging || undefined}
      data-mark={mark}
      className="match-card rounded-md border border-border bg-bg p-2 shadow-sm"
    >
      <button
        type="button"
        ref={handleRef}
        {...matchKeys.handle(cardId)}
        {...dragHandle}
        className="match-handle flex w-full cursor-grab items-start gap-2 rounded text-left"
        {...handleProps}
        // After the spread, so dnd-kit's own describedby (its hidden copy) can never replace the visible text.
        aria-describedby={instructionsId}
      >
        <GripIcon />
        <span>{text}</span>
      </button>
      {children}
    </li>
  );
}

/** The "Move to…" button as the placeholder shows it, before the menu's code has loaded. */
export function MoveButtonView({ cardId, text }: { cardId: string; text: string }) {
  return (
    <button type="button" {...matchKeys.move(cardId)} aria-expanded={false} className="match-button mt-2">
      Move to…<span className="sr-only">: {text}</span>
    </button>
  );
}

/** A category's name as the board shows it: a status in code type, an author's label as words. */
export function PlaceLabel({ label, code }: { label: string; code: boolean }) {
  return code ? <code className="match-status">{label}</code> : <span>{label}</span>;
}

function GripIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="mt-1 shrink-0 text-muted">
      {[4, 8, 12].flatMap((y) =>
        [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="currentColor" />),
      )}
    </svg>
  );
}

type LayoutProps = {
  pool: ReactNode;
  targets: ReactNode;
  /** No card waits in the pool (or the board is graded): the statuses need not follow the scroll. */
  settled?: boolean;
};

/**
 * The layout: the pool, then the categories. While cards wait in the pool the
 * categories stay on screen (app/globals.css, "match-board"): beside the pool and
 * sticky on wide screens, a compact sticky bar at the bottom of a phone's screen.
 * The pool comes first in the markup either way, the order the arrow keys follow.
 */
export function BoardLayout({ pool, targets, settled = false }: LayoutProps) {
  return (
    <div className="match-board mt-3 grid gap-3" data-settled={settled || undefined}>
      {pool}
      <div className="match-targets grid gap-3" data-match-targets>
        {targets}
      </div>
    </div>
  );
}
