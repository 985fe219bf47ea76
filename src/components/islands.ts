import type { VideoBoxProps } from '@/components/video/video-box'

/**
 * The islands a sales page can hydrate, by name. Each entry is the component's props type;
 * src/entries/sales.tsx maps the same names to the components. Props travel as JSON.
 */
export interface IslandRegistry {
  'video-box': VideoBoxProps
}

export type IslandName = keyof IslandRegistry
export type IslandProps<N extends IslandName> = IslandRegistry[N]
