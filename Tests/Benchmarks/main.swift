print("conbook-benchmarks: nothing to measure yet")
