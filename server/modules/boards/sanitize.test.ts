import { describe, expect, it } from "vitest";
import { paragraphsOf } from "../../../shared/board-text";
import { plainTextOf, sanitizePostBody } from "./sanitize";

describe("sanitizePostBody", () => {
  it.each([
    ["<script>alert(1)</script><p>hi</p>", "<p>hi</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<img src="https://example.com/a.png" onerror="alert(1)">', '<img src="https://example.com/a.png" />'],
    ['<img src="/v2/board/attachments/7">', '<img src="/v2/board/attachments/7" />'],
    ['<img src="/v2/board/attachments/7/../../x">', ""],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener noreferrer" target="_blank">x</a>'],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<p style="color:red" onclick="x()">t</p>', "<p>t</p>"],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<a href="//evil.example">x</a>', '<a rel="nofollow noopener noreferrer" target="_blank">x</a>'],
  ])("%s", (input, expected) => {
    expect(sanitizePostBody(input)).toBe(expected);
  });
});

describe("plainTextOf / paragraphsOf", () => {
  it("turns typed text into escaped paragraphs and back", () => {
    const html = paragraphsOf("첫 줄\n둘째 줄\n\n<b>둘째</b> 문단 & 끝");
    expect(html).toBe("<p>첫 줄<br>둘째 줄</p><p>&lt;b&gt;둘째&lt;/b&gt; 문단 &amp; 끝</p>");
    expect(plainTextOf(html)).toBe("첫 줄 둘째 줄 <b>둘째</b> 문단 & 끝");
  });
});
