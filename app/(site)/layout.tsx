import type { ReactNode } from "react";
import { DevContentRefresh } from "@/components/dev/dev-content-refresh";
import { SiteChrome } from "@/components/layout/site-chrome";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome>
      {children}
      <DevContentRefresh />
    </SiteChrome>
  );
}
