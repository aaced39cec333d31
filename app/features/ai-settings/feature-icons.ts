import type { AI_FEATURE_CARDS } from "@common/schemas/ai";
import {
  BarChart3,
  Bell,
  Lightbulb,
  type LucideIcon,
  MessageSquare,
  Sparkles,
  TrendingUp,
} from "lucide-react";

/** Spec 2 §2: the feature cards' icons — trending, lightbulb, message, bell and bar chart. */
const ICONS: Record<string, LucideIcon> = {
  trending: TrendingUp,
  lightbulb: Lightbulb,
  message: MessageSquare,
  bell: Bell,
  "bar-chart": BarChart3,
};

export const featureIcon = (feature: (typeof AI_FEATURE_CARDS)[number]): LucideIcon =>
  ICONS[feature.icon] ?? Sparkles;
