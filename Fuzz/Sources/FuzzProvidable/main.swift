import FuzzSupport

runFuzzer { data, count in fuzzProvidable(data, count) }
