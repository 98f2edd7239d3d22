// Table: the notes the blog adds after a step.

export const BLOG_STEP_NOTES = [
  'It sounds simple, and it is, but this is the step most people skip when they are in a hurry.',
  'Take your time over this one: a few extra minutes here save a lot of fuss later on.',
  'Once this becomes a habit, you will wonder how you managed without it.',
];
