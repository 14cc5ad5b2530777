print("conbook-store-benchmarks: not written yet")
