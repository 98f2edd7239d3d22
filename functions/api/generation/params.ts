// Path parameters of /generation-runs/{runId}.
import * as z from 'zod';

export const RunParams = z.object({ runId: z.string().regex(/^[0-9a-f]{32}$/, 'is not a generation run id') });
