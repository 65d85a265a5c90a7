import { describe, expect, it } from "vitest";
import { CLASS_CODE_ALPHABET, formatClassCode, generateClassCode, normalizeClassCode } from "./class-code";

describe("class codes", () => {
  it("are 10 characters from an alphabet without look-alikes, each drawn over the whole alphabet", () => {
    for (const c of "01258BILOSZ") expect(CLASS_CODE_ALPHABET).not.toContain(c);
    expect(new Set(CLASS_CODE_ALPHABET).size).toBe(CLASS_CODE_ALPHABET.length);
    const asked: number[] = [];
    const code = generateClassCode((n) => {
      asked.push(n);
      return asked.length - 1;
    });
    expect(code).toBe(CLASS_CODE_ALPHABET.slice(0, 10));
    expect(asked).toEqual(Array(10).fill(CLASS_CODE_ALPHABET.length));
  });

  it("differ from one draw to the next with the system's random source", () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateClassCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(normalizeClassCode(code)).toBe(code);
  });

  it("are read back as typed: any case, with spaces or the dash of the shown form", () => {
    expect(formatClassCode("ACDEFGHJK3")).toBe("ACDEF-GHJK3");
    expect(normalizeClassCode(" acdef-ghjk3 ")).toBe("ACDEFGHJK3");
    expect(normalizeClassCode("ACD EFG HJK 3")).toBe("ACDEFGHJK3");
  });

  it("refuse a wrong length or a character outside the alphabet", () => {
    expect(normalizeClassCode("ACDEF-GHJK")).toBeNull();
    expect(normalizeClassCode("ACDEF-GHJK34")).toBeNull();
    expect(normalizeClassCode("ACDEF-GHJK0")).toBeNull();
    expect(normalizeClassCode("")).toBeNull();
  });
});
