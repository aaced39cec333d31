import { describe, expect, it } from "vitest";
import { lineSplitter } from "~/lib/read-stream";
import { csvRecordCounter, exportFileTracker, parseImportLine } from "./progress";

/** Feeds `text` to a tracker in pieces of `size` characters; answers what it saw. */
function track(text: string, size: number) {
  const events: string[] = [];
  const tracker = exportFileTracker({
    start: (t) => events.push(`start ${t}`),
    row: (t) => events.push(`row ${t}`),
    end: (t, error) => events.push(`end ${t} ${error}`),
  });
  const lines = lineSplitter((line) => tracker.line(line));
  for (let i = 0; i < text.length; i += size) lines.push(text.slice(i, i + size));
  lines.end();
  return { events, complete: tracker.complete };
}

const FILE = [
  '{"exportDate":"2026-11-23T10:00:00.000Z","database":"atrium","schemaVersion":"0009_x",',
  ' "tables":{',
  '"user":{"data":[',
  '{"id":"u1","name":"Grace \\"Amazing\\" Hopper","bio":"line\\nbreak ],\\"error\\":\\"x\\""},',
  '{"id":"u2","name":"Ada"}',
  '],"count":2,"error":null},',
  '"team members":{"data":[',
  '],"count":0,"error":null},',
  '"projects":{"data":[],"count":0,"error":"relation \\"projects\\" is locked"},',
  '"blog_posts":{"data":[',
  '{"id":"p1","content":"{\\"data\\":["}',
  '],"count":1,"error":null}',
  "}}",
  "",
].join("\n");

describe("exportFileTracker", () => {
  it("follows each table's rows and result, whatever the chunk sizes", () => {
    for (const size of [1, 7, 64, FILE.length]) {
      const { events, complete } = track(FILE, size);
      expect(events).toEqual([
        "start user",
        "row user",
        "row user",
        "end user null",
        "start team members",
        "end team members null",
        "start projects",
        'end projects relation "projects" is locked',
        "start blog_posts",
        "row blog_posts",
        "end blog_posts null",
      ]);
      expect(complete).toBe(true);
    }
  });

  it("takes the file's closing braces on the last table's line, and CRLF line ends", () => {
    const text =
      '{"exportDate":"x","tables":{\r\n"user":{"data":[\r\n{"id":1}\r\n],"count":1,"error":null}}}\r\n';
    const { events, complete } = track(text, 5);
    expect(events).toEqual(["start user", "row user", "end user null"]);
    expect(complete).toBe(true);
  });

  it("says an interrupted file is not complete", () => {
    const cut = FILE.slice(0, FILE.indexOf('"blog_posts"') + 30);
    expect(track(cut, 16).complete).toBe(false);
    expect(track(FILE.replace("}}\n", ""), 16).complete).toBe(false);
  });
});

describe("csvRecordCounter", () => {
  const count = (text: string, size = 3) => {
    const counter = csvRecordCounter();
    for (let i = 0; i < text.length; i += size) counter.push(text.slice(i, i + size));
    return counter.rows;
  };

  it("counts data rows, not the header, with or without a final line end", () => {
    expect(count("id,name\n1,Ada\n2,Grace\n")).toBe(2);
    expect(count("id,name\r\n1,Ada\r\n2,Grace")).toBe(2);
    expect(count("id,name\n")).toBe(0);
    expect(count("")).toBe(0);
  });

  it("does not count line breaks or doubled quotes inside a quoted field", () => {
    expect(count('id,bio\n1,"two\nlines, and ""quotes""\n"\n2,plain\n', 1)).toBe(2);
  });
});

describe("parseImportLine", () => {
  it("reads progress lines, the result line and an error line, and skips anything else", () => {
    expect(parseImportLine('{"table":"user","status":"running","done":100,"total":250}')).toEqual({
      progress: { table: "user", status: "running", done: 100, total: 250 },
    });
    const result = {
      status: "completed_with_errors",
      mode: "merge",
      message: "Migration completed with errors",
      failed_tables: 1,
      imported: 3,
      tables: [{ name: "user", status: "error", imported: 0, errors: ["Batch 1: duplicate key"] }],
    };
    expect(parseImportLine(JSON.stringify({ result }))).toEqual({ result });
    expect(parseImportLine('{"error":{"code":"internal_error","message":"Please try again."}}')).toEqual({
      error: "Please try again.",
    });
    expect(parseImportLine("")).toBeNull();
    expect(parseImportLine("not json")).toBeNull();
    expect(parseImportLine('{"table":"user"}')).toBeNull();
  });
});
