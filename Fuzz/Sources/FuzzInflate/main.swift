import FuzzSupport

runFuzzer { data, count in fuzzInflate(data, count) }
