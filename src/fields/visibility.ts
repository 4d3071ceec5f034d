import type { Field } from 'payload'

export const channels = ['default', 'microsite', 'both'] as const
export const devices = ['desktop', 'mobile', 'both'] as const

/** Every block can be limited to a channel (default site, microsite) and a device. */
export const visibilityFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'channel', type: 'select', defaultValue: 'both', required: true, options: [...channels] },
      { name: 'device', type: 'select', defaultValue: 'both', required: true, options: [...devices] },
    ],
  },
]
