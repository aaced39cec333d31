import type SharpFactory from "sharp";

let loading: Promise<typeof SharpFactory> | null = null;

/**
 * sharp, loaded on first use. Loading it maps libvips and starts its thread pool (~35 MB of
 * memory), which a process that is not handling pictures should not carry from start-up on.
 */
export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
