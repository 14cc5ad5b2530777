print("conbook")
