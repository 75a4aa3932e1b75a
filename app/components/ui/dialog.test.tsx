import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog";
import ModalDialog from "./modal-dialog";

describe("Dialog", () => {
  it("renders an accessible modal 500 px wide", () => {
    const html = renderToStaticMarkup(
      <ModalDialog open portal={false} role="alertdialog" title="알림" actions={<button type="button">OK</button>}>
        검색어 2자 이상 입력 해주세요
      </ModalDialog>,
    );
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain("width:500px");
    expect(html).toMatch(/aria-labelledby="([^"]+)".*<h2 id="\1"[^>]*>알림<\/h2>/);
  });

  it("renders no dialog markup on the server when portaled (the portal exists only in the browser)", () => {
    const html = renderToStaticMarkup(
      <ModalDialog open role="alertdialog" title="알림" actions={<button type="button">OK</button>}>
        x
      </ModalDialog>,
    );
    expect(html).not.toContain("alertdialog");
    expect(html).not.toContain("알림");
  });

  it("renders nothing while closed", () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} title="알림" actions={null}>
        x
      </Dialog>,
    );
    expect(html).toBe("");
  });
});
