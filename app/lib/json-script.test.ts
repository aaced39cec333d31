import { describe, expect, it } from "vitest";
import { jsonForScript } from "./json-script";

describe("jsonForScript", () => {
  it("cannot close the script element it is written into", () => {
    const text = jsonForScript({ answer: "</script><script>alert(1)</script> & more" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).not.toContain("&");
    expect(JSON.parse(text)).toEqual({ answer: "</script><script>alert(1)</script> & more" });
  });

  it("escapes the line and paragraph separators", () => {
    const text = jsonForScript({ a: "x\u2028y\u2029z" });
    expect(text).toBe('{"a":"x\\u2028y\\u2029z"}');
    expect(JSON.parse(text)).toEqual({ a: "x\u2028y\u2029z" });
  });
});
