"use client";

import { useDraggable } from "@dnd-kit/core";
import type { MatchCategory, PlaceNames } from "@/lib/exercises/match/categories";
import type { CardGrade } from "@/lib/exercises/match/grade";
import type { Placement } from "@/lib/exercises/match/statuses";
import { CardFeedback } from "./card-feedback";
import { CardView } from "./match-parts";
import { MoveMenu } from "./move-menu";

type Props = {
  id: string;
  text: string;
  place: Placement;
  instructionsId: string;
  grade?: CardGrade;
  names: PlaceNames;
  categories: readonly MatchCategory[];
  onMove: (to: Placement) => void;
};

/** A card that can be dragged (mouse, touch, keyboard) or moved with its menu; locked while graded. */
export function DraggableCard({ id, text, place, instructionsId, grade, names, categories, onMove }: Props) {
  const locked = grade !== undefined;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id,
    disabled: locked,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 20, position: "relative" as const }
    : undefined;
  return (
    <CardView
      ref={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={{ ...attributes, ...listeners }}
      cardId={id}
      text={text}
      instructionsId={instructionsId}
      style={style}
      dragging={isDragging}
      mark={grade ? (grade.correct ? "right" : "wrong") : undefined}
    >
      {locked ? (
        <CardFeedback grade={grade} names={names} />
      ) : (
        <MoveMenu cardId={id} text={text} place={place} categories={categories} names={names} onMove={onMove} />
      )}
    </CardView>
  );
}
