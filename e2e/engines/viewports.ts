/** The sizes the engine tests look at: the phone and desktop viewports, and the narrowest reflow. */
export const widths = {
  narrow: { width: 320, height: 740 },
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const
