# the features in force at each li: .option push/pop and .option arch
	.text
	li	a0, 0x123456789
	.option push
	.option arch, +zbkb
	li	a1, 0x1234567812345678
	.option pop
	li	a2, 0x1234567812345678
	li	a3, 0x100000000
	add	a0, a0, a1
	add	a2, a2, a3
