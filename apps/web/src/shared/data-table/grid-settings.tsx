import { createContext, useContext, type ReactNode } from 'react';

interface GridSettings {
  /** SPEC §9: 10, or 30 in AU — the layout passes the vertical's flags.defaultPageSize. */
  defaultPageSize: number;
}

const GridSettingsContext = createContext<GridSettings>({ defaultPageSize: 10 });

export const GridSettingsProvider = ({ defaultPageSize, children }: GridSettings & { children: ReactNode }) => (
  <GridSettingsContext.Provider value={{ defaultPageSize }}>{children}</GridSettingsContext.Provider>
);

export const useGridSettings = (): GridSettings => useContext(GridSettingsContext);
