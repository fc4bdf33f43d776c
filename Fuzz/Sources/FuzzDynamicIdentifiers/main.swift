import FuzzSupport

runFuzzer { data, count in fuzzDynamicIdentifiers(data, count) }
