import { describe, expect, it } from "vitest";
import { INSTRUCTOR_ROLES, teachesCourse } from "./roles";

describe("teachesCourse", () => {
  it.each(INSTRUCTOR_ROLES)("accepts %s", (role) => {
    expect(teachesCourse(["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner", role])).toBe(true);
  });

  it("refuses learners, institution-wide roles, simple names and look-alikes", () => {
    for (const role of [
      "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
      "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor",
      "Instructor",
      "http://purl.imsglobal.org/vocab/lis/v2/membership#InstructorX",
    ])
      expect(teachesCourse([role])).toBe(false);
    expect(teachesCourse([])).toBe(false);
  });
});
