/**
 * An instant inside the year of the data snapshot's exam schedules (2026). Tests that read "this
 * year's" schedules through pages and APIs start their clock here, so they keep passing after the
 * real year has moved on (the snapshot has no later schedules).
 */
export const SNAPSHOT_NOW = "2026-11-25T09:00:00+09:00";
