print("conbook-store-crash-child: not written yet")
