// The caption limit of each social platform a package post is written for (characters), in a
// module of its own so the voice pass can read it without the writer's knowledge base.
export const PLATFORM_LIMITS: Record<string, number> = { Instagram: 2200, Facebook: 63206, TikTok: 2200, LinkedIn: 3000 };
