import { createContext, useContext, type ReactNode } from 'react';
import { isFlagEnabled, type FeatureFlagName, type FlagOverrides } from '../lib/featureFlags';

/** Overrides from the URL (spec §2): flags on and off, experiment values and layer values by name. */
export type Overrides = FlagOverrides & {
  experiments: Readonly<Record<string, string>>;
  layers: Readonly<Record<string, string>>;
  layersOff: readonly string[];
};

export const NO_OVERRIDES: Overrides = { on: [], off: [], experiments: {}, layers: {}, layersOff: [] };

const FlagsContext = createContext<Overrides>(NO_OVERRIDES);

export function FlagsProvider({ overrides, children }: { overrides: Overrides; children: ReactNode }) {
  return <FlagsContext.Provider value={overrides}>{children}</FlagsContext.Provider>;
}

export function useFeatureFlag(name: FeatureFlagName): boolean {
  return isFlagEnabled(name, useContext(FlagsContext));
}

/** The overridden value of an experiment, or undefined when the URL does not set it. */
export function useExperimentOverride(name: string): string | undefined {
  return useContext(FlagsContext).experiments[name];
}

/** The overridden value of a layer parameter; undefined when not set or switched off. */
export function useLayerOverride(name: string): string | undefined {
  const { layers, layersOff } = useContext(FlagsContext);
  return layersOff.includes(name) ? undefined : layers[name];
}
