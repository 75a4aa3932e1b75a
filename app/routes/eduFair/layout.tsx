import { Outlet } from "react-router";

/** The education-fair pages use the spec's event layout (AppShell reads the handle). */
export const handle = { layout: "event" };

export default function EduFairLayout() {
  return <Outlet />;
}
