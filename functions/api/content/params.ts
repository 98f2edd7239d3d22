// Path parameters of /content-items/{itemId}.
import * as z from 'zod';

export const ItemParams = z.object({ itemId: z.string().min(1).max(100) });
