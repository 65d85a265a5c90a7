"use client";

import { type ComponentType, useEffect, useState } from "react";
import { readStored } from "@/components/storage/browser-storage";
import { CLASS_MEMBERSHIP_KEY } from "@/lib/embed/class-membership";

/**
 * The class notice's place on every lesson page. Few readers joined a class, so the notice
 * itself (class-notice-live.tsx) is fetched only when this browser holds a membership,
 * after hydration, and stays out of every page's first load. Draws nothing on the server.
 */
export function ClassNotice() {
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (readStored(CLASS_MEMBERSHIP_KEY) === null) return;
    void import("./class-notice-live").then((module) => setLive(() => module.ClassNoticeLive));
  }, []);
  return Live ? <Live /> : null;
}
