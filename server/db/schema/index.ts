export * from "./jobs";
export * from "./licenseContent";
export * from "./licenses";
export * from "./majors";
export * from "./members";
export * from "./schedules";
export * from "./site";
