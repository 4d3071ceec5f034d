/** Which part of an article number is wrong; stable strings a caller may switch on or log. */
export type InvalidArticleNumberReason =
  'not-a-string' | 'format' | 'product' | 'model' | 'length' | 'variant' | 'finish' | 'suffix' | 'special-color' | 'special-length'

const explanations: Record<InvalidArticleNumberReason, string> = {
  'not-a-string': 'an article number is a string',
  format: 'expected NN-NNNN-LLLL-N-XX (LLLL or 00), then optional -C<colour> and -L<length>',
  product: 'the product part is two digits',
  model: 'the model part is four digits',
  length: 'the length part is 00 (none) or four digits of a length above 0 and below 1000 with at most one decimal',
  variant: 'the variant part (the fourth) is one digit',
  finish: 'the finish part is two capital letters',
  suffix: 'suffixes are -C<colour> then -L<length>, each at most once',
  'special-color': 'the special colour is a number from 1 to 9',
  'special-length': 'the special length is four digits of a length above 0 and below 1000 with at most one decimal',
}

/** Spec 2 §8: "Invalid article number: an error is thrown." This is that error, with the reason. */
export class InvalidArticleNumberError extends Error {
  override readonly name = 'InvalidArticleNumberError'

  constructor(
    readonly reason: InvalidArticleNumberReason,
    readonly value: unknown,
  ) {
    super(`Invalid article number ${JSON.stringify(value) ?? String(value)}: ${explanations[reason]}`)
  }
}
