import { describe, expect, it } from "vitest";
import { editableTextOf, paragraphsOf } from "./board-text";

describe("board text", () => {
  it("round-trips typed text through stored paragraphs, escaping markup", () => {
    const text = "첫 줄\n둘째 줄\n\n<script>alert(1)</script> & 끝";
    const html = paragraphsOf(text);
    expect(html).toBe("<p>첫 줄<br>둘째 줄</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 끝</p>");
    expect(editableTextOf(html)).toBe(text);
  });
});
