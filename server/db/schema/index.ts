export * from "./admin";
export * from "./auth";
export * from "./content";
export * from "./email";
export * from "./inbox";
export * from "./media";
export * from "./settings";
