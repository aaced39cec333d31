import { describe, expect, it } from "vitest";
import { acceptOf, displayName, fileProblem, purposeOfFolder, UPLOAD_RULES } from "./images";

const MB = 1024 * 1024;

describe("fileProblem (the browser's quick check)", () => {
  it("answers each purpose's words for a wrong type or a file too large", () => {
    expect(fileProblem({ name: "a.png", type: "image/png", size: 10 * MB }, "library")).toBeNull();
    expect(fileProblem({ name: "a.png", type: "image/png", size: 10 * MB + 1 }, "library")).toBe(
      "File too large. Maximum size: 10MB",
    );
    expect(fileProblem({ name: "a.pdf", type: "application/pdf", size: 10 }, "library")).toBe(
      "Invalid file type. Accepted: jpeg, jpg, png, webp, gif",
    );
    expect(fileProblem({ name: "a.jpg", type: "image/jpeg", size: 2 * MB + 1 }, "content")).toBe(
      "File size too large. Maximum size: 2MB",
    );
    expect(fileProblem({ name: "logo.png", type: "image/png", size: 5 * MB + 1 }, "logo")).toBe(
      "File too large",
    );
    expect(fileProblem({ name: "logo.svg", type: "image/svg+xml", size: 10 }, "logo")).toBe(
      "Invalid file type",
    );
  });

  it("accepts .ico favicons whatever type the browser claims, and SVG only as a favicon", () => {
    expect(fileProblem({ name: "favicon.ico", type: "", size: 100 }, "favicon")).toBeNull();
    expect(
      fileProblem({ name: "favicon.ICO", type: "image/vnd.microsoft.icon", size: 100 }, "favicon"),
    ).toBeNull();
    expect(fileProblem({ name: "f.svg", type: "image/svg+xml", size: 100 }, "favicon")).toBeNull();
    expect(fileProblem({ name: "f.jpg", type: "image/jpeg", size: 100 }, "favicon")).toBe(
      "Invalid file type. Accepted: ico, png, svg",
    );
    expect(fileProblem({ name: "f.svg", type: "image/svg+xml", size: 100 }, "content")).toBe(
      "Unsupported file format",
    );
  });
});

describe("upload purposes", () => {
  it("follow the field's folder: logos and favicons have their own rules", () => {
    expect(purposeOfFolder("logos")).toBe("logo");
    expect(purposeOfFolder("favicons")).toBe("favicon");
    expect(purposeOfFolder("projects")).toBe("content");
    expect(UPLOAD_RULES.logo.maxBytes).toBe(5 * MB);
    expect(UPLOAD_RULES.favicon.maxBytes).toBe(1 * MB);
    expect(acceptOf("favicon")).toContain(".ico");
    expect(acceptOf("library")).toContain(".jpg");
  });
});

describe("displayName", () => {
  it("keeps the file's own name only, without paths or control characters", () => {
    expect(displayName("../../etc/passwd.jpg")).toBe("passwd.jpg");
    expect(displayName("C:\\Users\\me\\photo.png")).toBe("photo.png");
    expect(displayName("a\u0000b\u202ec.png")).toBe("abc.png");
    expect(displayName("  spaced.png  ")).toBe("spaced.png");
    expect(displayName("x".repeat(300))).toHaveLength(255);
    expect(displayName("../")).toBe("image");
  });
});
