/**
 * The islands a sales page can hydrate, by name. Each entry is the component's props type;
 * src/entries/sales.tsx maps the same names to the components.
 */
export interface IslandRegistry {
  // 'video-box': VideoBoxProps  (added with the video box)
  [name: string]: Record<string, unknown>
}

export type IslandName = keyof IslandRegistry & string
export type IslandProps<N extends IslandName> = IslandRegistry[N]
