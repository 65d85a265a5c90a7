"use client";

import { useDroppable } from "@dnd-kit/core";
import type { ReactNode } from "react";
import type { Placement } from "@/lib/exercises/match/statuses";
import { ZoneView, zoneId } from "./match-parts";

type Props = {
  place: Placement;
  label?: string;
  code?: boolean;
  description?: string;
  count: number;
  children: ReactNode;
};

/** A category (or the pool) that cards can be dropped on. */
export function DroppableZone({ place, label, code, description, count, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(place) });
  return (
    <ZoneView
      ref={setNodeRef}
      place={place}
      label={label}
      code={code}
      description={description}
      count={count}
      isOver={isOver}
    >
      {children}
    </ZoneView>
  );
}
