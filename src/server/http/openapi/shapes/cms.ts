import { z } from 'zod'

// Storyblok's content delivery API as src/server/cms/mapStory.ts answers it. The story envelope is
// fixed; `content` is the document's fields as Storyblok blocks, which differ per content type and
// block, so only its frame is described.

const content = z
  .looseObject({ _uid: z.string(), component: z.string() })
  .describe(
    "The story's content: the content type's fields as Storyblok blocks (nested blocks are objects with `_uid` and `component`). Open: the fields differ per content type and block.",
  )

const nullField = z.null().describe("Always null (kept for Storyblok's clients).")

export const story = z.strictObject({
  id: z.int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string().describe('With the language prefix, as Storyblok gives it with field-level translation.'),
  default_full_slug: z.string(),
  content,
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  sort_by_date: nullField,
  position: z.int(),
  tag_list: z.array(z.string()),
  is_startpage: z.boolean(),
  parent_id: z.int(),
  meta_data: nullField,
  group_id: z.string(),
  release_id: nullField,
  lang: z.string(),
  path: nullField,
  alternates: z.tuple([]).describe('Always empty.'),
  translated_slugs: z.array(z.strictObject({ path: z.string(), name: z.string().nullable(), lang: z.string(), published: z.literal(true).nullable() })),
})

/** What a story list and a single story share: the resolved relations and the cache version. */
const envelope = {
  cv: z.int().describe('The cache version.'),
  rels: z.array(story).describe('The stories `resolve_relations` named.'),
  links: z.tuple([]).describe('Always empty: links are not resolved.'),
  rel_uuids: z.array(z.string()).optional().describe('Instead of `rels` when the relations are too many: their uuids.'),
}

export const storiesAnswer = z.strictObject({ stories: z.array(story), ...envelope })
export const storyAnswer = z.strictObject({ story, ...envelope })
