"use client";

import { useDroppable } from "@dnd-kit/core";
import type { ReactNode } from "react";
import type { Placement } from "@/lib/exercises/match/statuses";
import { ZoneView, zoneId } from "./match-parts";

type Props = { place: Placement; description?: string; count: number; children: ReactNode };

/** A status (or the pool) that cards can be dropped on. */
export function DroppableZone({ place, description, count, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(place) });
  return (
    <ZoneView ref={setNodeRef} place={place} description={description} count={count} isOver={isOver}>
      {children}
    </ZoneView>
  );
}
