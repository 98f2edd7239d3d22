// Contract fuzzing, part 1 of the endpoints (tests/support/fuzz/suite.ts says what is checked).
import { fuzzPart } from '../support/fuzz/suite.ts';

fuzzPart(1);
