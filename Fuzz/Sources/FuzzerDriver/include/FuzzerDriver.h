#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs with their own `main` (LLVM 11 and later): parses
/// the command line as the `main` libFuzzer ships would, then fuzzes `callback`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
