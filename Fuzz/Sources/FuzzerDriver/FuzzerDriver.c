// The declaration in include/FuzzerDriver.h is defined by libFuzzer, linked in by
// `-sanitize=fuzzer`; this file only gives the target a source.
#include "FuzzerDriver.h"
