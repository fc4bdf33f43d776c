import FuzzSupport

runFuzzer { data, count in fuzzUserActivity(data, count) }
