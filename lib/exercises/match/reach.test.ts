import { describe, expect, it } from "vitest";
import { tripToNearestZone, withinOneScreen } from "./reach";

const box = (x: number, y: number, width = 20, height = 20) => ({ x, y, width, height });

describe("tripToNearestZone", () => {
  it("measures from the card's centre to the centre of the closest zone", () => {
    // Card centre (10, 10); zone centres (40, 50) at 50 px and (10, 210) at 200 px.
    expect(tripToNearestZone(box(0, 0), [box(0, 200), box(30, 40)])).toBe(50);
  });

  it("is Infinity when there is no zone to reach", () => {
    expect(tripToNearestZone(box(0, 0), [])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("withinOneScreen", () => {
  it("accepts a zone exactly one screen away and refuses one a pixel further", () => {
    expect(withinOneScreen(box(0, 0), [box(0, 740)], 740)).toBe(true);
    expect(withinOneScreen(box(0, 0), [box(0, 741)], 740)).toBe(false);
  });
});
