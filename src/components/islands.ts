import type { VideoBoxProps } from '@/components/video/video-box'

/**
 * The islands a sales page brings to life, by name. Each entry is the component's props type;
 * src/entries/sales.ts maps the same names to the code that starts them. Props travel as JSON.
 */
interface IslandRegistry {
  'video-box': VideoBoxProps
}

export type IslandName = keyof IslandRegistry
export type IslandProps<N extends IslandName> = IslandRegistry[N]
