import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { SiteMenuContext, siteMenuOfPage } from "./lib/site-menu";

// React Router's default browser entry, with the site menu the server wrote into the page
// (app/lib/site-menu.tsx): the header hydrates from the same tree it was rendered from.
const siteMenu = siteMenuOfPage(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <SiteMenuContext value={siteMenu}>
        <HydratedRouter />
      </SiteMenuContext>
    </StrictMode>,
  );
});
