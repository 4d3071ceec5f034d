'use client'
import dynamic from 'next/dynamic'

/*
 * The forms' browser code (react-hook-form, zod, the rules of every form) is loaded only by pages
 * that show a form. Imported directly from the blocks' server components, it would be part of every
 * content page's scripts, since all blocks share one route. Server rendering is unchanged.
 */
export const AddressFormClient = dynamic(() => import('@/blocks/AddressForm/AddressFormClient').then((m) => m.AddressFormClient))
export const AppointmentFormClient = dynamic(() => import('@/blocks/AppointmentForm/AppointmentFormClient').then((m) => m.AppointmentFormClient))
export const ContactFormClient = dynamic(() => import('@/blocks/ContactForm/ContactFormClient').then((m) => m.ContactFormClient))
export const MuseumFormClient = dynamic(() => import('@/blocks/MuseumForm/MuseumFormClient').then((m) => m.MuseumFormClient))
export const NewsletterFormClient = dynamic(() => import('@/blocks/NewsletterForm/NewsletterFormClient').then((m) => m.NewsletterFormClient))
export const UnsubscribeFormClient = dynamic(() => import('@/blocks/UnsubscribeForm/UnsubscribeFormClient').then((m) => m.UnsubscribeFormClient))
