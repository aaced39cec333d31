/**
 * For a card or row whose one link or button acts for the whole of it: the control's ::after
 * stretches over the nearest `relative` ancestor, and its focus ring is drawn around that area.
 * Controls that must stay clickable on top of it (a row's menu) sit in a `relative z-10` box.
 */
export const stretchedTarget =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary";
