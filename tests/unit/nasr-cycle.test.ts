import { describe, expect, it } from "vitest";
import {
  ANCHOR_CYCLE,
  addCycles,
  isoDateLabel,
  nasrDateIso,
  nasrZipName,
  currentCycle,
  cycleIso,
  cycleLabel,
  previousCycle,
} from "~/lib/nasr-cycle";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const apt = (cycle: Date) => nasrZipName(cycle, "APT");
/** A midnight that is a cycle date is its own current cycle. */
const isCycleDate = (day: Date) => currentCycle(day).getTime() === day.getTime();

describe("NASR 28-day cycle", () => {
  it("the anchor is 2024-12-26 and 22 cycles later is 2026-09-03 (a date seen in a real APT_RMK row)", () => {
    expect(cycleIso(ANCHOR_CYCLE)).toBe("2024-12-26");
    expect(cycleIso(addCycles(ANCHOR_CYCLE, 22))).toBe("2026-09-03");
    expect(isCycleDate(d("2026-09-03"))).toBe(true);
    expect(isCycleDate(d("2026-09-04"))).toBe(false);
  });

  it("currentCycle is the latest cycle date on or before today", () => {
    expect(cycleIso(currentCycle(d("2024-12-26")))).toBe("2024-12-26");
    expect(cycleIso(currentCycle(new Date("2024-12-26T23:59:59Z")))).toBe("2024-12-26");
    expect(cycleIso(currentCycle(d("2025-01-22")))).toBe("2024-12-26");
    expect(cycleIso(currentCycle(d("2025-01-23")))).toBe("2025-01-23");
    expect(cycleIso(currentCycle(d("2026-09-02")))).toBe("2026-08-06");
    expect(cycleIso(currentCycle(d("2026-09-03")))).toBe("2026-09-03");
    expect(cycleIso(currentCycle(d("2026-11-22")))).toBe("2026-10-29");
    expect(cycleIso(currentCycle(new Date("2026-11-26T00:00:00Z")))).toBe("2026-11-26");
  });

  it("works before the anchor and across years", () => {
    expect(cycleIso(currentCycle(d("2024-12-25")))).toBe("2024-11-28");
    // 2023-10-05 is the EFF_DATE of an older NASR APT_RWY copy.
    expect(cycleIso(currentCycle(d("2023-10-05")))).toBe("2023-10-05");
    expect(cycleIso(currentCycle(d("2025-12-31")))).toBe("2025-12-25");
    expect(cycleIso(currentCycle(d("2026-01-21")))).toBe("2025-12-25");
    expect(cycleIso(currentCycle(d("2026-01-22")))).toBe("2026-01-22");
  });

  it("steps by 28 days", () => {
    const c = d("2026-10-29");
    expect(cycleIso(previousCycle(c))).toBe("2026-10-01");
    expect(cycleIso(addCycles(c, 1))).toBe("2026-11-26");
    expect(cycleIso(addCycles(c, -3))).toBe("2026-08-06");
  });

  it("names the FAA APT CSV zip", () => {
    expect(apt(d("2024-12-26"))).toBe("26_Dec_2024_APT_CSV.zip");
    expect(apt(d("2026-09-03"))).toBe("03_Sep_2026_APT_CSV.zip");
    expect(apt(currentCycle(d("2026-11-22")))).toBe("29_Oct_2026_APT_CSV.zip");
    expect(cycleLabel(d("2025-01-23"))).toBe("23 Jan 2025");
  });

  it("names each FAA CSV set's zip as the FAA does (the names public downloaders of the FAA's files use)", () => {
    expect(nasrZipName(d("2026-09-03"), "FRQ")).toBe("03_Sep_2026_FRQ_CSV.zip");
    expect(nasrZipName(d("2026-09-03"), "ATC")).toBe("03_Sep_2026_ATC_CSV.zip");
    expect(nasrZipName(d("2026-10-01"), "AWOS")).toBe("01_Oct_2026_AWOS_CSV.zip");
    expect(nasrZipName(d("2026-04-16"), "CLS_ARSP")).toBe("16_Apr_2026_CLS_ARSP_CSV.zip");
    for (const date of ["2026-09-03", "2026-10-01", "2026-04-16"]) expect(isCycleDate(d(date))).toBe(true);
  });

  it("reads the FAA's EFF_DATE", () => {
    expect(nasrDateIso("2025/03/20")).toBe("2025-03-20");
    expect(nasrDateIso("2025-03-20")).toBe("2025-03-20");
    expect(nasrDateIso("")).toBeNull();
    expect(isoDateLabel("2025-03-20")).toBe("20 Mar 2025");
  });
});
