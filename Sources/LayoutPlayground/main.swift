print("layout-playground")
