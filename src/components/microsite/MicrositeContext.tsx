'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** The jeweller whose microsite renders the page; forms send it along as their metadata context. */
export type MicrositeJeweler = { slug: string; uuid?: string }

const MicrositeContext = createContext<MicrositeJeweler | null>(null)

export function MicrositeProvider({ jeweler, children }: { jeweler: MicrositeJeweler | null; children: ReactNode }) {
  return <MicrositeContext.Provider value={jeweler}>{children}</MicrositeContext.Provider>
}

/** Null on the default site (and on a microsite whose jeweller does not exist). */
export function useMicrosite(): MicrositeJeweler | null {
  return useContext(MicrositeContext)
}
