'use client'
import dynamic from 'next/dynamic'

/* The wizard's browser code (and the form rules it carries) loads only on pages that show a wizard. */
export const WizardClient = dynamic(() => import('@/components/wizard/WizardClient').then((m) => m.WizardClient))
